import { customer, memberCard, patient, position, workOrder } from "@kanya/resources";
import { describe, expect, it } from "vitest";
import { advancedQueryFields, queryFormFields, tableColumns } from "./resource-fields";

describe("the list page's parts from a resource (职务)", () => {
  it("queries like-fields with the *v* wrap and dictionaries with their select", () => {
    expect(queryFormFields(position)).toEqual([
      { name: "code", label: "职务编码", filter: "like", trim: true },
      { name: "name", label: "职务名称", filter: "like", trim: true },
      { name: "postRank", label: "职级", type: "dict", dictCode: "position_rank" },
    ]);
  });

  it("shows a dictionary column by its _dictText and leaves hidden fields out", () => {
    expect(tableColumns(position).map((c) => c.dataIndex)).toEqual(["code", "name", "postRank_dictText"]);
  });

  it("offers the listed fields to the advanced query, dictionaries as selects of their code", () => {
    expect(advancedQueryFields(position)).toEqual([
      { value: "code", text: "职务编码", type: "text" },
      { value: "name", text: "职务名称", type: "text" },
      { value: "postRank", text: "职级", type: "list", dictCode: "position_rank" },
    ]);
  });
});

describe("the advanced query's fields", () => {
  it("offers a picked field without a column (所属客户, 会员卡 by their records), never other hidden ones", () => {
    const offered = (fields: ReturnType<typeof advancedQueryFields>) => fields.map((f) => [f.value, f.type]);
    expect(offered(advancedQueryFields(patient))).toEqual(
      expect.arrayContaining([
        ["customerId", "ref"],
        ["memberCardId", "ref"],
      ]),
    );
    const customerFields = advancedQueryFields(customer).map((f) => f.value);
    expect(customerFields).toContain("name");
    expect(customerFields).not.toContain("email");
    expect(customerFields).not.toContain("remark");
  });
});

describe("column filters", () => {
  it("give the columns declared with a filter their dictionary's 筛选 menu, keyed by the field", () => {
    const filtered = (columns: ReturnType<typeof tableColumns>) =>
      columns.filter((c) => c.filterDictCode !== undefined).map((c) => [c.key, c.filterDictCode]);
    expect(filtered(tableColumns(workOrder))).toEqual([
      ["type", "work_order_type"],
      ["priority", "work_order_priority"],
    ]);
    expect(filtered(tableColumns(memberCard))).toEqual([["cardType", "member_card_package"]]);
    expect(filtered(tableColumns(position))).toEqual([]);
  });
});

import { position } from "@kanya/resources";
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

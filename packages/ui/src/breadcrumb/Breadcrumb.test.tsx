import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { Breadcrumb } from ".";

afterEach(cleanup);

describe("Breadcrumb", () => {
  it("is a labelled nav whose last item is the current page", () => {
    const onClick = vi.fn();
    render(
      <Breadcrumb
        items={[
          { title: "首页", href: "/dashboard/analysis" },
          { title: "系统管理", onClick },
          { title: "用户管理" },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "面包屑" });
    expect(nav.querySelectorAll("li")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "首页" }).getAttribute("href")).toBe("/dashboard/analysis");
    fireEvent.click(screen.getByRole("button", { name: "系统管理" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText("用户管理").getAttribute("aria-current")).toBe("page");
  });

  it("hides separators from screen readers and takes a custom one", () => {
    const { container } = render(
      <Breadcrumb separator=">" items={[{ title: "首页", href: "/" }, { title: "订单" }]} />,
    );
    const separators = container.querySelectorAll('[aria-hidden="true"]');
    expect(separators).toHaveLength(1);
    expect(separators[0]?.textContent).toBe(">");
  });

  it("renders items through itemRender and speaks English", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <Breadcrumb
          items={[{ title: "Home", href: "/" }, { title: "Orders" }]}
          itemRender={(item, { current, className }) =>
            current ? undefined : (
              <a data-router className={className} href={item.href}>
                {item.title}
              </a>
            )
          }
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Home" }).hasAttribute("data-router")).toBe(true);
    expect(screen.getByText("Orders").getAttribute("aria-current")).toBe("page");
  });
});

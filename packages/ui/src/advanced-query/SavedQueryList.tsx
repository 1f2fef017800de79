import type { SavedQuery } from "@kanya/core/query";
import { XIcon } from "../icon-base/glyphs";
import type { LocaleApi } from "../locale/use-locale";

export interface SavedQueryListProps {
  saved: readonly SavedQuery[];
  t: LocaleApi["t"];
  onLoad: (title: string) => void;
  onRemove: (title: string) => void;
}

/** The saved queries beside the builder: a click loads one, × deletes it (after asking). */
export function SavedQueryList({ saved, t, onLoad, onRemove }: SavedQueryListProps) {
  return (
    <section
      aria-label={t("advancedQuery.saved")}
      className="flex min-w-0 flex-col gap-2 border-border-secondary border-l pl-4"
    >
      <h3 className="font-medium text-fg">{t("advancedQuery.saved")}</h3>
      {saved.length === 0 ? (
        <p className="text-fg-secondary">{t("advancedQuery.savedEmpty")}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {saved.map(({ title }) => (
            <li key={title} className="group flex items-center gap-1">
              <button
                type="button"
                className="min-w-0 flex-1 cursor-pointer truncate rounded-control px-2 py-1 text-left text-fg hover:bg-fill-alter focus-visible:outline-2 focus-visible:outline-primary-focus"
                aria-label={t("advancedQuery.load", { name: title })}
                title={title}
                onClick={() => onLoad(title)}
              >
                {title}
              </button>
              <button
                type="button"
                className="cursor-pointer rounded-control p-1 text-fg-secondary hover:text-danger-text focus-visible:outline-2 focus-visible:outline-primary-focus"
                aria-label={t("advancedQuery.removeSaved", { name: title })}
                onClick={() => onRemove(title)}
              >
                <XIcon aria-hidden="true" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

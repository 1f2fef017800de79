import {
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { THEME_PALETTE } from "./palette";
import { type ThemeWrite, themeWrite } from "./resolve-theme";
import { ThemeErrorAlert } from "./ThemeErrorAlert";
import { ThemeContext, type ThemeContextValue } from "./theme-context";
import { ThemeUpdateError } from "./theme-error";
import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from "./theme-settings";
import { flushTheme, registerThemeWriter } from "./theme-writers";

// Layout effects write the theme before the browser paints; on a server there is nothing to write.
const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export interface ThemeProviderProps {
  /**
   * Controlled settings (e.g. the console's stored theme drawer state). Keys left out come from the
   * provider above, else the defaults. With `settings`, `update()` only calls `onSettingsChange`.
   */
  settings?: Partial<ThemeSettings>;
  /** Uncontrolled starting settings; `update()` then changes them inside the provider. */
  defaultSettings?: Partial<ThemeSettings>;
  /** Called with the full settings after an accepted `update()` (store them, or feed them back). */
  onSettingsChange?: (settings: ThemeSettings) => void;
  /** Called when settings cannot be applied (`Failed to update theme`); the previous theme stays. */
  onError?: (error: ThemeUpdateError) => void;
  /**
   * Shown while an error stands. Default: a dismissible `Failed to update theme` alert. Pass `null`
   * when `onError` shows the message (e.g. through `message.error`).
   */
  errorFallback?: ReactNode | ((error: ThemeUpdateError, dismiss: () => void) => ReactNode);
  children?: ReactNode;
}

interface ResolvedState {
  /** The request the state was resolved for (serialised, so equal settings never re-resolve). */
  key: string;
  applied: ThemeSettings;
  write: ThemeWrite;
  error: ThemeUpdateError | null;
}

function merge(base: ThemeSettings, patch: Partial<ThemeSettings> | undefined): ThemeSettings {
  if (!patch) return base;
  const merged = { ...base };
  for (const [name, value] of Object.entries(patch) as [keyof ThemeSettings, never][]) {
    if (value !== undefined) merged[name] = value;
  }
  return merged;
}

function toError(setting: keyof ThemeSettings, value: unknown, cause: unknown): ThemeUpdateError {
  return cause instanceof ThemeUpdateError ? cause : new ThemeUpdateError(setting, value, { cause });
}

/** Resolves a request against the last good state: a refused request keeps the previous theme. */
function resolve(request: ThemeSettings, key: string, previous: ResolvedState | null): ResolvedState {
  try {
    return { key, applied: request, write: themeWrite(request), error: null };
  } catch (cause) {
    const fallback = previous ?? {
      applied: DEFAULT_THEME_SETTINGS,
      write: themeWrite(DEFAULT_THEME_SETTINGS),
    };
    return {
      key,
      applied: fallback.applied,
      write: fallback.write,
      error: toError("primaryColor", request.primaryColor, cause),
    };
  }
}

/**
 * Applies the theme at run time, without a rebuild: attributes and CSS variables on `<html>` that
 * theme.css turns into every token (so portals are themed too). Nested providers override the one
 * above for as long as they are mounted. `useTheme()` reads and updates it.
 */
export function ThemeProvider({
  settings,
  defaultSettings,
  onSettingsChange,
  onError,
  errorFallback,
  children,
}: ThemeProviderProps) {
  const parent = useContext(ThemeContext);
  const depth = parent ? parent.depth + 1 : 0;
  const inherited = parent?.settings ?? DEFAULT_THEME_SETTINGS;
  const controlled = settings !== undefined;
  const [ownSettings, setOwnSettings] = useState<Partial<ThemeSettings> | undefined>(defaultSettings);
  const request = merge(inherited, controlled ? settings : ownSettings);
  const requestKey = JSON.stringify(request);

  const [state, setState] = useState<ResolvedState>(() => resolve(request, requestKey, null));
  let current = state;
  if (state.key !== requestKey) {
    // A new request (props or an accepted update): resolve it during render, keeping the last good theme.
    current = resolve(request, requestKey, state);
    setState(current);
  }

  const writeRef = useRef(current.write);
  useIsomorphicLayoutEffect(() => {
    writeRef.current = current.write;
    flushTheme();
  }, [current.write]);
  useIsomorphicLayoutEffect(() => registerThemeWriter(depth, () => writeRef.current), [depth]);

  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useEffect(() => {
    if (current.error) onErrorRef.current?.(current.error);
  }, [current.error]);

  const applied = current.applied;
  // Callbacks and starting settings from props, read when used: `update` and `reset` keep their
  // identity however the parent writes them (inline functions and objects included).
  const latest = useRef({ onSettingsChange, defaultSettings, inherited, controlled });
  latest.current = { onSettingsChange, defaultSettings, inherited, controlled };

  const update = useCallback(
    (patch: Partial<ThemeSettings>) => {
      const next = merge(applied, patch);
      try {
        themeWrite(next);
      } catch (cause) {
        const error = toError("primaryColor", next.primaryColor, cause);
        setState((previous) => ({ ...previous, error }));
        return false;
      }
      if (!latest.current.controlled) setOwnSettings((previous) => ({ ...previous, ...patch }));
      setState((previous) => (previous.error ? { ...previous, error: null } : previous));
      latest.current.onSettingsChange?.(next);
      return true;
    },
    [applied],
  );
  const reset = useCallback(() => {
    const { controlled: isControlled, defaultSettings: initial, inherited: base } = latest.current;
    if (isControlled) latest.current.onSettingsChange?.(merge(base, initial));
    else setOwnSettings(initial);
    setState((previous) => (previous.error ? { ...previous, error: null } : previous));
  }, []);
  const dismissError = useCallback(() => setState((previous) => ({ ...previous, error: null })), []);

  const value = useMemo<ThemeContextValue>(
    () => ({
      settings: applied,
      update,
      reset,
      error: current.error,
      dismissError,
      palette: THEME_PALETTE,
      depth,
    }),
    [applied, update, reset, current.error, dismissError, depth],
  );

  const fallback =
    current.error === null ? null : errorFallback === undefined ? (
      <ThemeErrorAlert onDismiss={dismissError} />
    ) : typeof errorFallback === "function" ? (
      errorFallback(current.error, dismissError)
    ) : (
      errorFallback
    );

  return (
    <ThemeContext value={value}>
      {fallback}
      {children}
    </ThemeContext>
  );
}

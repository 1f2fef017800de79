/** What the console does about one API answer (spec §8), decided without side effects. */
export type HttpReaction =
  | { kind: "none" }
  /** A 系统提示 notification with this text. */
  | { kind: "notify"; text: string }
  /** 401: 未授权，请重新登录; with a token, sign out and reload after 1.5 s. */
  | { kind: "unauthorized"; signOut: boolean }
  /** 500 saying the token expired, while signed in: the 登录已过期 dialog with 重新登录. */
  | { kind: "expired" }
  /** Envelope code 510: the server's message as a warning. */
  | { kind: "warn"; text: string };

export interface HttpAnswer {
  status: number;
  /** The envelope's code and message, when the body was one (also read from a blob download's body). */
  code?: number | undefined;
  message?: string | undefined;
  hadToken: boolean;
  /** The session that sent the request has ended (or another one began) before the answer came back. */
  sessionEnded?: boolean | undefined;
}

type Texts = { forbidden: string; notFound: string; timeout: string };

/** JeecgBoot's words for a token the server no longer accepts. */
const TOKEN_EXPIRED = /Token失效|token.*(expired|失效)/i;

export function decideHttpReaction(answer: HttpAnswer, texts: Texts): HttpReaction {
  const { status, code, message, hadToken, sessionEnded } = answer;
  if (status >= 200 && status < 300)
    return code === 510 ? { kind: "warn", text: message ?? "" } : { kind: "none" };
  switch (status) {
    case 401:
      // A late answer to a session already signed out (e.g. after a password change) must not sign out twice.
      return sessionEnded ? { kind: "none" } : { kind: "unauthorized", signOut: hadToken };
    case 403:
      return { kind: "notify", text: texts.forbidden };
    case 404:
      return { kind: "notify", text: texts.notFound };
    case 504:
      return { kind: "notify", text: texts.timeout };
    case 500:
      // Any other 500 is the page's to explain (it has the envelope's message in hand).
      return hadToken && message && TOKEN_EXPIRED.test(message) ? { kind: "expired" } : { kind: "none" };
    default:
      return message ? { kind: "notify", text: message } : { kind: "none" };
  }
}

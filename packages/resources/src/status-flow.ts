/*
 * A record's status flow, declared once and read by both ends: the server allows only the flow's edges and
 * checks each edge's permission code (apps/server/src/modules/business/flow-routes.ts); the console offers
 * the edges a row's status and the user's codes allow, with status tabs and the history
 * (apps/console/src/list/status-flow.tsx). Statuses are dictionary values; their texts are the
 * dictionary's, in tab order.
 */

/** An edge: moving a record from one status to another is the action `action`, shown as `label`. */
export interface FlowEdge<S extends string = string, A extends string = string> {
  readonly from: S;
  readonly to: S;
  /** `<codePrefix>:<action>` is the permission code that may move it. */
  readonly action: A;
  readonly label: string;
}

export interface StatusFlowSpec<S extends string, A extends string> {
  /** The record's name in the shared history (`biz_record_transition.flow`), e.g. `serviceOrder`. */
  readonly name: string;
  /** The record's permission prefix, e.g. `business:serviceOrder`. */
  readonly codePrefix: string;
  /** What the record is called in messages: `订单已取消，不能变更为待预约`. */
  readonly noun: string;
  /** Status value → text, in tab order. */
  readonly statuses: Readonly<Record<S, string>>;
  /** The status a new record starts in. */
  readonly initial: S;
  readonly edges: readonly FlowEdge<S, A>[];
}

export interface StatusFlow<S extends string = string, A extends string = string>
  extends StatusFlowSpec<S, A> {
  /** The status values in tab order. */
  readonly order: readonly S[];
  /** The permission code of an action. */
  actionCode(action: A): string;
  /** Every action's code, by action. */
  readonly codes: Readonly<Record<A, string>>;
  /** The edge from `from` to `to`, if the flow has one. */
  edge(from: string, to: string): FlowEdge<S, A> | undefined;
  /** The edges out of a status, kept to those `can` allows (the user's codes). */
  edgesFrom(from: string, can?: (code: string) => boolean): FlowEdge<S, A>[];
  /** A status's text, or the value itself when the flow does not know it. */
  text(status: string): string;
}

/** Declares a flow; refuses one whose edges name a status it does not list. */
export function defineStatusFlow<const S extends string, const A extends string>(
  spec: StatusFlowSpec<S, A>,
): StatusFlow<S, A> {
  const known = (s: string): s is S => Object.hasOwn(spec.statuses, s);
  for (const e of spec.edges)
    if (!known(e.from) || !known(e.to))
      throw new Error(`${spec.name}: edge ${e.from} → ${e.to} names an unknown status`);
  const actionCode = (action: A) => `${spec.codePrefix}:${action}`;
  const codes = Object.fromEntries(spec.edges.map((e) => [e.action, actionCode(e.action)])) as Record<
    A,
    string
  >;
  return {
    ...spec,
    order: Object.keys(spec.statuses) as S[],
    actionCode,
    codes,
    edge: (from, to) => spec.edges.find((e) => e.from === from && e.to === to),
    edgesFrom: (from, can = () => true) =>
      spec.edges.filter((e) => e.from === from && can(actionCode(e.action))),
    text: (status) => (known(status) ? spec.statuses[status] : status),
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HEARTBEAT_MS, noticeSocketUrl, openNoticeSocket, reconnectDelay } from "./notice-socket";

/** A socket the test drives: open, deliver frames, drop. */
class FakeSocket {
  static made: FakeSocket[] = [];
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
}

function setup() {
  FakeSocket.made = [];
  const onNotice = vi.fn();
  const stop = openNoticeSocket({
    url: "ws://host/jeecg-boot/websocket/u1",
    token: "tk",
    onNotice,
    createSocket: (url, protocols) => new FakeSocket(url, protocols) as unknown as WebSocket,
    random: () => 0.5,
  });
  const socket = (index = FakeSocket.made.length - 1) => FakeSocket.made[index] as FakeSocket;
  return { onNotice, stop, socket };
}

describe("notice socket", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends the token as the subprotocol and beats every 20 s", () => {
    const { socket } = setup();
    expect(socket().protocols).toEqual(["tk"]);
    socket().onopen?.();
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(socket().sent).toEqual(["ping", "ping"]);
  });

  it("reloads on topic and user messages only", () => {
    const { socket, onNotice } = setup();
    for (const data of [
      '{"cmd":"topic"}',
      '{"cmd":"user","msgId":"1"}',
      '{"cmd":"heartcheck"}',
      "ping",
      "{bad",
    ]) {
      socket().onmessage?.({ data });
    }
    expect(onNotice).toHaveBeenCalledTimes(2);
  });

  it("reconnects after a drop with a growing delay, and from 1 s again once connected", () => {
    const { socket } = setup();
    socket().onclose?.();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    socket().onclose?.();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(3);
    socket().onopen?.();
    socket().onclose?.();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.made).toHaveLength(4);
  });

  it("stops for good when closed", () => {
    const { socket, stop } = setup();
    stop();
    expect(socket().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it("caps the delay at 30 s, with jitter of ±20 %", () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(1000);
    expect(reconnectDelay(10, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(10, () => 0)).toBe(24_000);
    expect(reconnectDelay(10, () => 1)).toBe(36_000);
  });

  it("builds ws and wss addresses from the API base", () => {
    expect(noticeSocketUrl("/jeecg-boot", "u1", "http://a.test")).toBe("ws://a.test/jeecg-boot/websocket/u1");
    expect(noticeSocketUrl("https://api.test/jeecg-boot/", "u 2", "http://a.test")).toBe(
      "wss://api.test/jeecg-boot/websocket/u%202",
    );
  });
});

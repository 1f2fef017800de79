/** The server's answer to a failed attempt (用户名或密码错误, 验证码错误, …), above the submit button. */
export function ServerMessage({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-control-lg border border-[#ffccc7] bg-danger-fill px-4 py-2 text-danger"
    >
      {text}
    </p>
  );
}

import { Button } from "@kanya/ui/button";
import type { DataRow } from "@kanya/ui/data-table";
import { DictSelect } from "@kanya/ui/dict-select";
import { Form, FormField, useForm } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { Textarea } from "@kanya/ui/textarea";
import { useId, useMemo, useState } from "react";
import * as v from "valibot";
import type { ListPageParts } from "../../../../list";
import { useDictLoaders } from "../../../../list/use-dict-loaders";
import { useText } from "../../../../locale";
import { useAccess, useApi } from "../../../../providers";

const SEND_CODE = "system:messageTemplate:sendMsg";

/** 发送测试 (JeecgBoot's SysMessageTestModal): the template filled from 测试数据, sent by a channel to receivers. */
function TemplateSendTest({ template, onClose }: { template: DataRow; onClose: () => void }) {
  const t = useText();
  const api = useApi();
  const { loadDictItems } = useDictLoaders();
  const formId = useId();
  const schema = useMemo(
    () =>
      v.object({
        testData: v.string(),
        msgType: v.pipe(v.string(), v.minLength(1, t("messages.msgTypeRequired"))),
        receiver: v.pipe(v.string(), v.trim(), v.minLength(1, t("messages.receiverRequired"))),
      }),
    [t],
  );
  const values = useMemo(
    () => ({ testData: String(template.templateTestJson ?? ""), msgType: "system", receiver: "" }),
    [template],
  );
  const form = useForm({ schema, values });

  const send = async (body: { testData: string; msgType: string; receiver: string }) => {
    const response = await api.sys.message.template.sendMsg({
      templateCode: String(template.templateCode),
      ...body,
    });
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("messages.sendTest")}
      width={640}
      destroyOnClose
      footer={
        <>
          <Button onClick={onClose}>{t("list.cancel")}</Button>
          <Button variant="primary" htmlType="submit" form={formId} loading={form.formState.isSubmitting}>
            {t("messages.send")}
          </Button>
        </>
      }
    >
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-fg-secondary">{t("messages.templateName")}</dt>
        <dd className="m-0">{String(template.templateName ?? template.templateCode ?? "")}</dd>
        <dt className="text-fg-secondary">{t("messages.templateContent")}</dt>
        <dd className="m-0 whitespace-pre-wrap break-words">{String(template.templateContent ?? "")}</dd>
      </dl>
      <Form id={formId} form={form} onSubmit={send}>
        <FormField name="testData" label={t("messages.testData")}>
          <Textarea rows={4} placeholder={t("messages.testDataHint")} />
        </FormField>
        <FormField name="msgType" label={t("messages.msgType")} required>
          <DictSelect dictCode="messageType" loadDictItems={loadDictItems} />
        </FormField>
        <FormField name="receiver" label={t("messages.receiver")} required>
          <Input placeholder={t("messages.receiverHint")} />
        </FormField>
      </Form>
    </Modal>
  );
}

/** 消息模板's own part: 发送测试 on each row (for those who hold the send code). */
export function useTemplateSendTest(): ListPageParts {
  const t = useText();
  const access = useAccess();
  const [template, setTemplate] = useState<DataRow>();
  return {
    rowActions: (row) =>
      access.can(SEND_CODE)
        ? [{ key: "sendTest", label: t("messages.sendTest"), onSelect: () => setTemplate(row) }]
        : [],
    dialogs: template && <TemplateSendTest template={template} onClose={() => setTemplate(undefined)} />,
  };
}

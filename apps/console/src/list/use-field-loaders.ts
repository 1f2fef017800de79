import { categoryLoaders, createUploader, dictLoaders, pickerLoaders } from "@kanya/client";
import type { UploadFunction } from "@kanya/ui/upload";
import { useMemo } from "react";
import { config, staticFileUrl } from "../config";
import { useApi, useSession } from "../providers";

/**
 * What the form's controls load from, on the signed-in client: dictionaries, categories, the user and
 * department pickers, and uploads to `/sys/common/upload` (biz `temp`, JeecgBoot's default).
 */
export function useFieldLoaders() {
  const api = useApi();
  const session = useSession();
  return useMemo(() => {
    const uploader = createUploader({
      baseUrl: config.apiBase,
      getToken: () => session.getToken(),
      getTenantId: () => session.getTenantId(),
    });
    const upload: UploadFunction = (file, options) => uploader(file, options);
    /** The rich-text and Markdown editors' image upload: the stored path as an address the page can show. */
    const uploadImage = async (file: File): Promise<string> => {
      const answer = await uploader(file);
      if (!answer.success) throw new Error(answer.message);
      return staticFileUrl(answer.message);
    };
    return {
      api,
      dict: dictLoaders(api),
      category: categoryLoaders(api),
      pickers: pickerLoaders(api),
      upload,
      uploadImage,
    };
  }, [api, session]);
}

export type FieldLoaders = ReturnType<typeof useFieldLoaders>;

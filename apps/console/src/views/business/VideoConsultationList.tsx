import { consultationListPage } from "./consultation-list";

/** 视频问诊: the video consultations. */
export default consultationListPage("video");

// The sandbox's one message, shown beside the control that caused it (and nowhere else).
import type { Notice, NoticeAt } from '../../../src/browser/scenario/sandbox-state.ts';

export default function FieldNotice({ at, notice }: { at: NoticeAt; notice: Notice | null }) {
  if (notice?.at !== at) return null;
  return (
    <p className="sbx-notice" role="alert" data-notice data-field-notice={at}>
      {notice.text}
    </p>
  );
}

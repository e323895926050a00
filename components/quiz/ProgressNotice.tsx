// The visible notice when stored progress was unreadable and had to be reset.
export default function ProgressNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <div className="quiz-notice" role="alert" data-progress-notice>
      <strong>Uyarı:</strong> {notice}
    </div>
  );
}

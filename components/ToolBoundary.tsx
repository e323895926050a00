// One error boundary for every React island: a tool that throws (a bug, or input past what it can
// take) shows a Turkish message and a retry button in its place instead of leaving the page empty.
import { Component } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';

interface Props {
  name: string;
  children: ReactNode;
}

export class ToolBoundary extends Component<Props, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.name}:`, error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="tool-crash" role="alert" data-tool-error>
        <p>
          <strong>{this.props.name} bir hata nedeniyle durdu.</strong> Girdiniz çok büyükse küçültüp yeniden deneyin; sorun sürerse sayfayı
          yenileyin. Sayfanın geri kalanı kullanılabilir.
        </p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Aracı yeniden başlat
        </button>
      </div>
    );
  }
}

/** The island's component wrapped in the boundary (its default export). */
export function withBoundary<P extends object>(Inner: ComponentType<P>, name: string): ComponentType<P> {
  const Wrapped = (props: P) => (
    <ToolBoundary name={name}>
      <Inner {...props} />
    </ToolBoundary>
  );
  Wrapped.displayName = `withBoundary(${Inner.displayName ?? Inner.name})`;
  return Wrapped;
}

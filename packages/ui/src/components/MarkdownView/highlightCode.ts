import hljs from 'highlight.js/lib/core';
import cpp from 'highlight.js/lib/languages/cpp';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import python from 'highlight.js/lib/languages/python';
import typescript from 'highlight.js/lib/languages/typescript';

// The judge's languages plus TypeScript; loaded only when a statement has a fenced code block.
hljs.registerLanguage('cpp', cpp);
hljs.registerLanguage('java', java);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('python', python);
hljs.registerLanguage('typescript', typescript);

/** Colours the `language-*` code blocks inside `root`; unknown languages stay plain. */
export function highlightCodeBlocks(root: HTMLElement): void {
  for (const block of root.querySelectorAll<HTMLElement>('pre > code[class*="language-"]')) {
    const language = /language-([\w+#-]+)/.exec(block.className)?.[1];
    if (!language || !hljs.getLanguage(language) || block.dataset.highlighted) continue;
    // highlightElement reads textContent and escapes it, so the sanitized HTML stays safe.
    hljs.highlightElement(block);
  }
}

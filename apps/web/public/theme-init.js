// Runs before first paint (a blocking classic script in index.html): pre-rendered pages show content before
// main.tsx loads, so the dark class must already be right. Same rule as src/lib/theme.ts.
try {
  const choice = localStorage.getItem('proclub.theme');
  const dark = choice === 'dark' || (choice !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
} catch {
  // Storage blocked: main.tsx applies the theme when it loads.
}

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The repository stands on its own: whoever clones it can follow every citation in it. The design
 * notes, style guide, gateway protocol and product spec the project started from are kept outside
 * it; what the code relies on is restated in docs/ (docs/style.md, docs/eghl-protocol.md, …) and
 * cited there. Each failure names the file and line.
 */
const repoRoot = resolve(import.meta.dirname, '../..');

/** This file names the outside documents in order to look for them. */
const thisFile = relative(repoRoot, import.meta.filename)
  .split(sep)
  .join('/');

/**
 * Documents of the outside folder, cited by name (the spec's own file name included); spelt in
 * parts, so that a plain search of the repository for them finds only real citations.
 */
const outsideDocuments = [
  ...['STYLE', 'PROTOCOL', 'DESIGN', 'design-card'].map((name) => `${name}.md`),
  `${'000'}_afa8c160ddc70499.txt`,
];

/**
 * The repository's files: the tracked ones and new ones git does not ignore, so a citation is
 * caught before it is committed. The lock file is generated and cites nothing.
 */
const repoFiles: string[] = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  { cwd: repoRoot, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
)
  .split('\0')
  .filter((file) => file !== '' && file !== 'package-lock.json')
  .filter((file) => existsSync(join(repoRoot, file)));
const fileSet = new Set(repoFiles);
const fileNames = new Set(repoFiles.map((file) => posix.basename(file)));
const folders = new Set(
  repoFiles.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
  ),
);

/** A file's text, or undefined for a binary file. */
const textOf = (file: string): string | undefined => {
  const text = readFileSync(join(repoRoot, file), 'utf8');
  return text.includes('\0') ? undefined : text;
};

interface Finding {
  /** `file:line`. */
  at: string;
  problem: string;
}

/** Every line of every text file (this one aside), with where it is. */
const lines = (files: readonly string[]) =>
  files
    .filter((file) => file !== thisFile)
    .flatMap((file) =>
      (textOf(file) ?? '')
        .split('\n')
        .map((text, index) => ({ file, at: `${file}:${index + 1}`, text })),
    );

/** A repository path (posix, relative to the root) of a path written in `file`; undefined outside. */
const repoPath = (file: string, written: string): string | undefined => {
  const base = written.startsWith('/') ? '.' : posix.dirname(file);
  const path = posix.normalize(posix.join(base, written.replace(/^\/+/, '')));
  return path === '..' || path.startsWith('../') ? undefined : path.replace(/\/$/, '');
};

const urls = /[a-z][a-z0-9+.-]*:\/\/\S+/gi;

/** A link target's path: no query or fragment, percent escapes decoded (kept as written if bad). */
const decodedPath = (target: string): string => {
  const path = target.replace(/[?#].*$/, '');
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

describe('the repository stands on its own', () => {
  it('sees the repository’s files through git (else the checks below would look at nothing)', () => {
    expect(fileSet.has('README.md')).toBe(true);
    expect(fileSet.has(thisFile)).toBe(true);
  });

  it('cites no document that is not in the repository', () => {
    const findings: Finding[] = [];
    for (const { file, at, text } of lines(repoFiles)) {
      for (const [written] of text.matchAll(/(?:\.\.\/)+share[d]\b|\/work\/share[d]\b/g)) {
        const path = written.startsWith('/') ? undefined : repoPath(file, written);
        if (!path || !folders.has(path)) {
          findings.push({ at, problem: `cites the folder ${written} outside the repository` });
        }
      }
      for (const name of outsideDocuments) {
        if (text.includes(name) && !fileNames.has(name)) {
          findings.push({ at, problem: `cites ${name}, which is not in the repository` });
        }
      }
      const prose = text.replace(urls, '');
      for (const [written, path = ''] of prose.matchAll(
        /(?<![\w/.-])((?:[\w.-]+\/)*[\w.-]+\.md)\b/g,
      )) {
        const name = posix.basename(path);
        if (outsideDocuments.includes(name)) continue;
        // A docs/ page is cited by its path from the root; any other document by its name.
        const missing = path.startsWith('docs/') ? !fileSet.has(path) : !fileNames.has(name);
        if (missing) {
          findings.push({ at, problem: `cites ${written}, which is not in the repository` });
        }
      }
    }
    expect(findings).toEqual([]);
  });

  it('has no relative link in the docs or the README that leads nowhere', () => {
    const pages = repoFiles.filter(
      (file) => file === 'README.md' || /^docs\/[^/]+\.md$/.test(file),
    );
    expect(pages.length).toBeGreaterThan(1);
    const findings: Finding[] = [];
    for (const { file, at, text } of lines(pages)) {
      for (const [, target = ''] of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
        const path = repoPath(file, decodedPath(target));
        if (!path || !(fileSet.has(path) || folders.has(path))) {
          findings.push({ at, problem: `links to ${target}, which is not in the repository` });
        }
      }
    }
    expect(findings).toEqual([]);
  });
});

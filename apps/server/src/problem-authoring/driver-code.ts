import type { JudgeLanguage } from '@learnforge/domain';
import type { DriverCode } from './store';

/**
 * Driver code from a function signature: `body` is the function the learner writes, `head` and `tail`
 * read the arguments from standard input and print the result. Input is whitespace-separated tokens in
 * parameter order: a scalar is one token, an array is its length then its items, a matrix is its row and
 * column counts then its items row by row; strings are single tokens. Output: a scalar on one line, an
 * array space-separated on one line, a matrix one row per line; doubles with six decimals, booleans as
 * true/false. The same signature always gives the same code.
 */
const BASES = ['int', 'long', 'double', 'boolean', 'string'] as const;
type Base = (typeof BASES)[number];
interface ValueType {
  base: Base;
  dims: 0 | 1 | 2;
}

export const DRIVER_TYPES: string[] = BASES.flatMap((base) => [base, `${base}[]`, `${base}[][]`]);

export class SignatureError extends Error {}

function parseType(text: string): ValueType {
  const match = /^(int|long|double|boolean|string)((?:\[\]){0,2})$/.exec(text.trim());
  if (!match) throw new SignatureError(`Unknown type "${text}": use one of ${DRIVER_TYPES.join(', ')}.`);
  return { base: match[1] as Base, dims: (match[2]!.length / 2) as 0 | 1 | 2 };
}

export interface Signature {
  function_name: string;
  return_type: string;
  params: { name: string; type: string }[];
}

/** Names the generated drivers use for themselves, plus words no target language accepts as a name. */
const RESERVED = new Set(
  'in out reader text result line row rows cols size value values i j main solution Solution List int long double boolean bool string String char float short byte void class public private static return if else for while do new this null true false None True False def lambda pass import from function var let const typeof delete switch case break continue default try catch finally throw throws final auto template typename using namespace struct vector and or not is'.split(
    ' ',
  ),
);

interface Parsed {
  name: string;
  returns: ValueType;
  params: { name: string; type: ValueType }[];
}

function parseSignature(signature: Signature): Parsed {
  const names = new Set<string>();
  for (const param of signature.params) {
    if (names.has(param.name)) throw new SignatureError(`The parameter name "${param.name}" is used twice.`);
    if (param.name.startsWith('_') || RESERVED.has(param.name))
      throw new SignatureError(
        `"${param.name}" is used by the driver code itself: choose another parameter name.`,
      );
    names.add(param.name);
  }
  if (RESERVED.has(signature.function_name) || signature.function_name.startsWith('_'))
    throw new SignatureError(`"${signature.function_name}" cannot be the function name: choose another.`);
  return {
    name: signature.function_name,
    returns: parseType(signature.return_type),
    params: signature.params.map((param) => ({ name: param.name, type: parseType(param.type) })),
  };
}

export function generateDriverCode(
  signature: Signature,
  languages: readonly JudgeLanguage[],
): Partial<Record<JudgeLanguage, DriverCode>> {
  const parsed = parseSignature(signature);
  const results: Partial<Record<JudgeLanguage, DriverCode>> = {};
  for (const language of languages) results[language] = generators[language](parsed);
  return results;
}

const generators: Record<JudgeLanguage, (signature: Parsed) => DriverCode> = {
  python3: python,
  javascript,
  cpp,
  java,
};

function python({ name, returns, params }: Parsed): DriverCode {
  const scalar: Record<Base, string> = {
    int: 'int',
    long: 'int',
    double: 'float',
    boolean: 'bool',
    string: 'str',
  };
  const typeName = (t: ValueType) =>
    t.dims === 0
      ? scalar[t.base]
      : t.dims === 1
        ? `List[${scalar[t.base]}]`
        : `List[List[${scalar[t.base]}]]`;
  const read: Record<Base, string> = {
    int: 'int(_next())',
    long: 'int(_next())',
    double: 'float(_next())',
    boolean: "_next() == 'true'",
    string: '_next()',
  };
  const show: Record<Base, (x: string) => string> = {
    int: (x) => `str(${x})`,
    long: (x) => `str(${x})`,
    double: (x) => `f'{${x}:.6f}'`,
    boolean: (x) => `('true' if ${x} else 'false')`,
    string: (x) => `str(${x})`,
  };
  const lines = params.map(({ name: param, type }) => {
    const one = read[type.base];
    if (type.dims === 0) return `    ${param} = ${one}`;
    if (type.dims === 1) return `    ${param} = [${one} for _ in range(int(_next()))]`;
    return `    _rows, _cols = int(_next()), int(_next())\n    ${param} = [[${one} for _ in range(_cols)] for _ in range(_rows)]`;
  });
  const call = `${name}(${params.map((p) => p.name).join(', ')})`;
  const print =
    returns.dims === 0
      ? `    print(${show[returns.base]('_result')})`
      : returns.dims === 1
        ? `    print(' '.join(${show[returns.base]('_x')} for _x in _result))`
        : `    for _row in _result:\n        print(' '.join(${show[returns.base]('_x')} for _x in _row))`;
  return {
    head: 'import sys\nfrom typing import List\n\n\n',
    body: `def ${name}(${params.map((p) => `${p.name}: ${typeName(p.type)}`).join(', ')}) -> ${typeName(returns)}:\n    # Write your code here\n    pass\n`,
    tail: [
      '',
      '',
      'def _main():',
      '    _tokens = sys.stdin.read().split()',
      '    _position = 0',
      '',
      '    def _next():',
      '        nonlocal _position',
      '        _position += 1',
      '        return _tokens[_position - 1]',
      '',
      ...lines,
      `    _result = ${call}`,
      print,
      '',
      '',
      '_main()',
      '',
    ].join('\n'),
  };
}

function javascript({ name, returns, params }: Parsed): DriverCode {
  const jsType: Record<Base, string> = {
    int: 'number',
    long: 'number',
    double: 'number',
    boolean: 'boolean',
    string: 'string',
  };
  const typeName = (t: ValueType) => jsType[t.base] + '[]'.repeat(t.dims);
  const read: Record<Base, string> = {
    int: 'Number(_next())',
    long: 'Number(_next())',
    double: 'Number(_next())',
    boolean: "_next() === 'true'",
    string: '_next()',
  };
  const show: Record<Base, (x: string) => string> = {
    int: (x) => `String(${x})`,
    long: (x) => `String(${x})`,
    double: (x) => `${x}.toFixed(6)`,
    boolean: (x) => `(${x} ? 'true' : 'false')`,
    string: (x) => `String(${x})`,
  };
  const lines = params.map(({ name: param, type }) => {
    const one = read[type.base];
    if (type.dims === 0) return `const ${param} = ${one};`;
    if (type.dims === 1) return `const ${param} = Array.from({ length: Number(_next()) }, () => ${one});`;
    return `const ${param} = (() => {\n  const rows = Number(_next());\n  const cols = Number(_next());\n  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => ${one}));\n})();`;
  });
  const print =
    returns.dims === 0
      ? `console.log(${show[returns.base]('_result')});`
      : returns.dims === 1
        ? `console.log(_result.map((x) => ${show[returns.base]('x')}).join(' '));`
        : `console.log(_result.map((row) => row.map((x) => ${show[returns.base]('x')}).join(' ')).join('\\n'));`;
  const doc = [
    '/**',
    ...params.map((p) => ` * @param {${typeName(p.type)}} ${p.name}`),
    ` * @returns {${typeName(returns)}}`,
    ' */',
  ].join('\n');
  return {
    head: "'use strict';\n\n",
    body: `${doc}\nfunction ${name}(${params.map((p) => p.name).join(', ')}) {\n  // Write your code here\n}\n`,
    tail: [
      '',
      "const _tokens = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);",
      'let _position = 0;',
      'const _next = () => _tokens[_position++];',
      ...lines,
      `const _result = ${name}(${params.map((p) => p.name).join(', ')});`,
      print,
      '',
    ].join('\n'),
  };
}

function cpp({ name, returns, params }: Parsed): DriverCode {
  const scalar: Record<Base, string> = {
    int: 'int',
    long: 'long long',
    double: 'double',
    boolean: 'bool',
    string: 'string',
  };
  const typeName = (t: ValueType) =>
    t.dims === 0
      ? scalar[t.base]
      : t.dims === 1
        ? `vector<${scalar[t.base]}>`
        : `vector<vector<${scalar[t.base]}>>`;
  const reader = (t: ValueType) =>
    t.dims === 0
      ? `readValue<${scalar[t.base]}>()`
      : t.dims === 1
        ? `readVector<${scalar[t.base]}>()`
        : `readMatrix<${scalar[t.base]}>()`;
  const print =
    returns.dims === 2
      ? '    for (const auto& row : result) cout << show(row) << "\\n";'
      : '    cout << show(result) << "\\n";';
  return {
    head: [
      '#include <bits/stdc++.h>',
      'using namespace std;',
      '',
      'template <typename T> T readValue() { T value; cin >> value; return value; }',
      'template <> bool readValue<bool>() { string token; cin >> token; return token == "true"; }',
      'template <typename T> vector<T> readVector() {',
      '    size_t size; cin >> size;',
      '    vector<T> values;',
      '    for (size_t i = 0; i < size; i++) values.push_back(readValue<T>());',
      '    return values;',
      '}',
      'template <typename T> vector<vector<T>> readMatrix() {',
      '    size_t rows, cols; cin >> rows >> cols;',
      '    vector<vector<T>> matrix(rows);',
      '    for (auto& row : matrix) for (size_t j = 0; j < cols; j++) row.push_back(readValue<T>());',
      '    return matrix;',
      '}',
      'string show(int value) { return to_string(value); }',
      'string show(long long value) { return to_string(value); }',
      'string show(double value) { ostringstream out; out << fixed << setprecision(6) << value; return out.str(); }',
      'string show(bool value) { return value ? "true" : "false"; }',
      'string show(const string& value) { return value; }',
      'template <typename T> string show(const vector<T>& values) {',
      '    string out;',
      '    for (size_t i = 0; i < values.size(); i++) { if (i) out += " "; out += show(static_cast<T>(values[i])); }',
      '    return out;',
      '}',
      '',
      '',
    ].join('\n'),
    body: `${typeName(returns)} ${name}(${params.map((p) => `${typeName(p.type)} ${p.name}`).join(', ')}) {\n    // Write your code here\n    return {};\n}\n`,
    tail: [
      '',
      'int main() {',
      '    ios::sync_with_stdio(false);',
      '    cin.tie(nullptr);',
      ...params.map((p) => `    ${typeName(p.type)} ${p.name} = ${reader(p.type)};`),
      `    ${typeName(returns)} result = ${name}(${params.map((p) => p.name).join(', ')});`,
      print,
      '    return 0;',
      '}',
      '',
    ].join('\n'),
  };
}

function java({ name, returns, params }: Parsed): DriverCode {
  const scalar: Record<Base, string> = {
    int: 'int',
    long: 'long',
    double: 'double',
    boolean: 'boolean',
    string: 'String',
  };
  const typeName = (t: ValueType) => scalar[t.base] + '[]'.repeat(t.dims);
  const read: Record<Base, string> = {
    int: 'Integer.parseInt(in.nextToken())',
    long: 'Long.parseLong(in.nextToken())',
    double: 'Double.parseDouble(in.nextToken())',
    boolean: 'in.nextToken().equals("true")',
    string: 'in.nextToken()',
  };
  const show: Record<Base, (x: string) => string> = {
    int: (x) => `String.valueOf(${x})`,
    long: (x) => `String.valueOf(${x})`,
    double: (x) => `String.format(Locale.ROOT, "%.6f", ${x})`,
    boolean: (x) => `String.valueOf(${x})`,
    string: (x) => x,
  };
  const fallback: Record<Base, string> = {
    int: '0',
    long: '0L',
    double: '0.0',
    boolean: 'false',
    string: '""',
  };
  const lines = params.map(({ name: param, type }) => {
    const one = read[type.base];
    const base = scalar[type.base];
    if (type.dims === 0) return `        ${base} ${param} = ${one};`;
    if (type.dims === 1)
      return `        ${base}[] ${param} = new ${base}[Integer.parseInt(in.nextToken())];\n        for (int i = 0; i < ${param}.length; i++) ${param}[i] = ${one};`;
    return [
      `        int ${param}Rows = Integer.parseInt(in.nextToken()), ${param}Cols = Integer.parseInt(in.nextToken());`,
      `        ${base}[][] ${param} = new ${base}[${param}Rows][${param}Cols];`,
      `        for (int i = 0; i < ${param}Rows; i++) for (int j = 0; j < ${param}Cols; j++) ${param}[i][j] = ${one};`,
    ].join('\n');
  });
  const joinRow = (row: string) =>
    `        { StringBuilder line = new StringBuilder(); for (int i = 0; i < ${row}.length; i++) { if (i > 0) line.append(' '); line.append(${show[returns.base](`${row}[i]`)}); } out.println(line); }`;
  const print =
    returns.dims === 0
      ? `        out.println(${show[returns.base]('result')});`
      : returns.dims === 1
        ? joinRow('result')
        : `        for (${scalar[returns.base]}[] row : result)\n${joinRow('row').replace(/^ {8}/, '            ')}`;
  return {
    head: 'import java.io.*;\nimport java.util.*;\n\n',
    body: `class Solution {\n    public ${typeName(returns)} ${name}(${params.map((p) => `${typeName(p.type)} ${p.name}`).join(', ')}) {\n        // Write your code here\n        return ${returns.dims === 0 ? fallback[returns.base] : 'null'};\n    }\n}\n`,
    tail: [
      '',
      'public class Main {',
      '    public static void main(String[] args) throws IOException {',
      '        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));',
      '        StringBuilder text = new StringBuilder();',
      "        for (String line = reader.readLine(); line != null; line = reader.readLine()) text.append(line).append(' ');",
      '        StringTokenizer in = new StringTokenizer(text.toString());',
      '        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));',
      ...lines,
      `        ${typeName(returns)} result = new Solution().${name}(${params.map((p) => p.name).join(', ')});`,
      print,
      '        out.flush();',
      '    }',
      '}',
      '',
    ].join('\n'),
  };
}

/**
 * How dependency-cruiser reads TypeScript (.dependency-cruiser.cjs). Its TypeScript reader needs
 * TypeScript's JS API, which TypeScript 7 (the native compiler) lacks, so Babel strips the types
 * instead. Babel would drop type-only imports with them; the plugin below first turns each one into a
 * bare `import 'module'`, so a type imported across a boundary is still a dependency the rules see.
 */
function keepTypeImports({ types: t }) {
  return {
    visitor: {
      Program: {
        // Runs before the TypeScript plugin's own Program visitor, which removes type imports.
        enter(program) {
          for (const statement of program.get('body')) {
            const node = statement.node;
            const typeOnly =
              (t.isImportDeclaration(node) && node.importKind === 'type') ||
              (t.isExportNamedDeclaration(node) && node.exportKind === 'type' && node.source);
            if (typeOnly) {
              statement.replaceWith(t.importDeclaration([], t.stringLiteral(node.source.value)));
              continue;
            }
            if (t.isImportDeclaration(node) && node.importKind !== 'type') {
              const kept = node.specifiers.filter((s) => s.importKind !== 'type');
              if (kept.length < node.specifiers.length) node.specifiers = kept;
            }
          }
        },
      },
    },
  };
}

module.exports = {
  plugins: [keepTypeImports],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};

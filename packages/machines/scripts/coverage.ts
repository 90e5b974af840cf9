// Prints, per machine, the states and transitions the generated model paths reach.
// Exits non-zero when any machine is below 100%, so CI can run it as a gate.
import { formatCoverage, measureCoverage } from '../src/testing/coverage.js';
import { machineModels } from '../src/testing/machineModels.js';

let complete = true;
for (const model of machineModels) {
  const coverage = measureCoverage(model);
  console.log(formatCoverage(coverage));
  if (
    coverage.states.covered < coverage.states.total ||
    coverage.transitions.covered < coverage.transitions.total
  ) {
    complete = false;
  }
}
if (!complete) {
  console.error('Some machines are not fully covered by their generated paths.');
  process.exitCode = 1;
}

/** An empty page with a loader, so the baseline also runs the data path. */
export function loader() {
  return { at: 'empty' };
}

export default function Empty() {
  return <p>Empty</p>;
}

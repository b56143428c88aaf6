/** Reads server-sent events of one name from a streaming response. */
export async function* events(res: Response, name: string) {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.includes(`event: ${name}`)) {
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (data) yield JSON.parse(data.slice(6));
      }
      end = buffer.indexOf('\n\n');
    }
  }
}

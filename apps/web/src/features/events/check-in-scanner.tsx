// The camera scanner for check-in. Until components/qr-scanner.tsx (a shared camera reader) is merged,
// this says so and the code is typed instead.
export default function CheckInScanner(_: { onCode: (text: string) => void }) {
  return <p className="text-sm text-muted-foreground">Camera scanning is not available in this browser yet: type the code instead.</p>;
}

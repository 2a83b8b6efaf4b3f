// Placeholder until this screen's slice of issue 7 lands.
export default function Route() {
  return (
    <>
      <title>Cancelled Transfers · Ticket Relay</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Cancelled Transfers</h1>
    </>
  );
}

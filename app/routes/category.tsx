import { PageHeader } from "~/components/page-header";

export default function Page() {
  return <PageHeader title="category" />;
}

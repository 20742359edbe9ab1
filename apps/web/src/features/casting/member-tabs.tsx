import { TabsContent } from '../../components/ui/tabs';
import { MyApplications } from './my-applications';
import { OpenCalls } from './open-calls';

/** The Open calls and My applications tabs' contents: the same on /casting and /casting-proposals. */
export function MemberTabContents() {
  return (
    <>
      <TabsContent value="calls" className="mt-4">
        <OpenCalls />
      </TabsContent>
      <TabsContent value="applications" className="mt-4">
        <MyApplications />
      </TabsContent>
    </>
  );
}

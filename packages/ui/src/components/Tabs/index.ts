export { Tabs, type TabsRootProps } from './Tabs';

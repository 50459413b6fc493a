#version 130
out vec4 o0;
out vec4 o1;
out vec4 o2;
out vec4 o3;
void main() {
    o0 = vec4(radians(180.0), degrees(1.5707964), sin(0.0), cos(0.0));
    o1 = vec4(tan(0.0), asin(1.0), acos(1.0), atan(1.0));
    o2 = vec4(atan(1.0, -1.0), sinh(0.0), cosh(0.0), tanh(0.0));
    o3 = vec4(asinh(0.0), acosh(1.0), atanh(0.0), sin(1.5707964));
}
// run: {"expect": {"o0": [3.1415927, 90, 0, 1], "o1": [0, 1.5707964, 0, 0.7853982], "o2": [2.3561945, 0, 1, 0], "o3": [0, 0, 0, 1]}}

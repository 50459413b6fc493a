// expect: compile -- GLSL 1.40 section 8: `outerProduct` (this overload) is a built-in from GLSL 1.20
#version 140
float g_ip;
void main() {
    float r = outerProduct(vec2(1.0), vec2(1.0))[0][0];
}

// expect: compile -- GLSL 1.20 section 7: gl_DepthRange is a built-in uniform in every version
#version 120
void main() {
    float n = gl_DepthRange.near + gl_DepthRange.far + gl_DepthRange.diff;
}

// expect: compile -- GLSL 1.50 (compatibility) section 7: gl_DepthRange is a built-in uniform in every version
#version 150 compatibility
void main() {
    float n = gl_DepthRange.near + gl_DepthRange.far + gl_DepthRange.diff;
}

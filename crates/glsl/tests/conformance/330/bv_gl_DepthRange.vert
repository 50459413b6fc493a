// expect: compile -- GLSL 3.30 section 7: gl_DepthRange is a built-in uniform in every version
#version 330 core
void main() {
    float n = gl_DepthRange.near + gl_DepthRange.far + gl_DepthRange.diff;
}

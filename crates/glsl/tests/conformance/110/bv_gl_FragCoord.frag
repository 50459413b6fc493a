// expect: compile -- GLSL 1.10 section 7: gl_FragCoord is a fragment shader input
#version 110
void main() {
    vec4 p = gl_FragCoord;
}

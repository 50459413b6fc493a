// expect: compile -- GLSL 1.20 section 7: gl_FragCoord is a fragment shader input
#version 120
void main() {
    vec4 p = gl_FragCoord;
}

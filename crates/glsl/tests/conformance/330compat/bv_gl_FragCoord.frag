// expect: compile -- GLSL 3.30 (compatibility) section 7: gl_FragCoord is a fragment shader input
#version 330 compatibility
void main() {
    vec4 p = gl_FragCoord;
}

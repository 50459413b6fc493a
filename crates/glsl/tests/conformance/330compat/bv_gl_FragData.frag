// expect: compile -- GLSL 3.30 (compatibility) section 7: gl_FragData is a fragment shader output
#version 330 compatibility
void main() {
    gl_FragData[0] = vec4(1.0);
}

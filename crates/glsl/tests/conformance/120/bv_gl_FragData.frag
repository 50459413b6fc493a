// expect: compile -- GLSL 1.20 section 7: gl_FragData is a fragment shader output
#version 120
void main() {
    gl_FragData[0] = vec4(1.0);
}

// expect: compile -- GLSL 1.30 section 7: gl_FragData is a fragment shader output
#version 130
void main() {
    gl_FragData[0] = vec4(1.0);
}

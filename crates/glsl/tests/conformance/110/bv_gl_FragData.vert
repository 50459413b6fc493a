// expect: fail -- GLSL 1.10 section 7: gl_FragData is a fragment shader output
#version 110
void main() {
    gl_FragData[0] = vec4(1.0);
}

// expect: fail -- GLSL 1.50 (compatibility) section 7: gl_FragData is a fragment shader output
#version 150 compatibility
void main() {
    gl_FragData[0] = vec4(1.0);
}

// expect: fail -- GLSL 1.30 section 7: gl_FragColor is a fragment shader output
#version 130
void main() {
    gl_FragColor = vec4(1.0);
}

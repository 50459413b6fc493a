// expect: compile -- GLSL 1.50 (compatibility) section 7: gl_FragColor is a fragment shader output
#version 150 compatibility
void main() {
    gl_FragColor = vec4(1.0);
}

// expect: compile -- GLSL 3.30 (compatibility) section 7: gl_FragColor is a fragment shader output
#version 330 compatibility
void main() {
    gl_FragColor = vec4(1.0);
}

// expect: compile -- GLSL 1.10 section 7: gl_FragColor is a fragment shader output
#version 110
void main() {
    gl_FragColor = vec4(1.0);
}

// expect: compile -- GLSL 1.20 section 7: gl_FragColor is a fragment shader output
#version 120
void main() {
    gl_FragColor = vec4(1.0);
}

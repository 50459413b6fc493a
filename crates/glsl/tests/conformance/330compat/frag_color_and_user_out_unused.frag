// expect: compile -- GLSL 3.30 (compatibility) section 7.2: a user output that is declared but never written does not count (static use)
#version 330 compatibility
out vec4 g_c;
void main() {
    gl_FragColor = vec4(1.0);
}

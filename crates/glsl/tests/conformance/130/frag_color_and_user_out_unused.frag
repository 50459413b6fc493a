// expect: compile -- GLSL 1.30 section 7.2: a user output that is declared but never written does not count (static use)
#version 130
out vec4 g_c;
void main() {
    gl_FragColor = vec4(1.0);
}

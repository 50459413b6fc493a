// expect: compile -- GLSL 1.50 (compatibility) section 4.3.9: gl_BackColor may be redeclared with an interpolation qualifier
#version 150 compatibility
noperspective out vec4 gl_BackColor;
void main() {
    gl_BackColor = vec4(1.0);
}

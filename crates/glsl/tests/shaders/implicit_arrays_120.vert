#version 120
// Implicitly sized arrays, sized by use or by a later redeclaration, and a
// redeclared built-in array.
varying vec4 gl_TexCoord[2];
uniform float weights[];
float acc[];
void main() {
    acc[0] = weights[0];
    acc[2] = weights[1] * 2.0;
    gl_TexCoord[1] = vec4(acc[0] + acc[2]);
    gl_Position = vec4(acc[1]);
}
float acc[3];
// run: {"uniforms": {"weights": [1, 2]}, "expect": {"gl_TexCoord": [[0, 0, 0, 0], [5, 5, 5, 5]]}}

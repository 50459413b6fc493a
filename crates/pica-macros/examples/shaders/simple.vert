// The GLSL form of simple.v.pica: transform the position, pass the colour through.
attribute vec4 inPos;
attribute vec4 inClr;
uniform mat4 projection;
varying vec4 color;

void main() {
    gl_Position = projection * inPos;
    color = inClr;
}

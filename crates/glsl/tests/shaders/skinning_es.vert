#version 100
// ES skinning: bone indices arrive as floats.
attribute vec3 a_position;
attribute vec2 a_weights;
attribute vec2 a_indices;
uniform mat4 u_bones[3];
void main() {
    vec4 p = vec4(a_position, 1.0);
    mat4 m = u_bones[int(a_indices.x)] * a_weights.x + u_bones[int(a_indices.y)] * a_weights.y;
    gl_Position = m * p;
}
// run: {"inputs": {"a_position": [1, 2, 3], "a_weights": [0.75, 0.25], "a_indices": [2, 0]}, "uniforms": {"u_bones": [[1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1], [0,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,0], [1,0,0,0, 0,1,0,0, 0,0,1,0, 4,0,0,1]]}, "expect": {"gl_Position": [4, 2, 3, 1]}}
